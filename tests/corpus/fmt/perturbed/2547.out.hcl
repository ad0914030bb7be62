r = regex("a*+", "aaa")
