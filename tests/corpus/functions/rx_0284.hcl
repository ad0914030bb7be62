r = regex("\\Qa.b\\E+", "aaa")
