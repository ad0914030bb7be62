r = regex("(a))", "aaa")
