r = regex("a|+", "aaa")

