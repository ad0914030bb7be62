r = regex("(a", "aaa")
