r  =    regex("(a))","aaa")
