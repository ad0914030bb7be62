r = regex("a{1,", "aaa")
