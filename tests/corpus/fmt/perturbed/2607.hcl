r  =    regex("\\Qa.b", "aaa")
