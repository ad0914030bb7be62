r = regex("a|+", "aaa")
