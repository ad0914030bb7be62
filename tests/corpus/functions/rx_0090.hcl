r = regex("a{", "aaa")
