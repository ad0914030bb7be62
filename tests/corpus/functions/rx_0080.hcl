r = regex("a{1,1001}", "aaa")
