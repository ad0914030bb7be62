r = regex("a)", "aaa")
