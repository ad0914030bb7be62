r = regex("a{1,2", "aaa")
