r =    regex("(a", "aaa")
