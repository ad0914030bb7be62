r =    regex("a*+", "aaa")
