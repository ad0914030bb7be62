r = regex("a{2,1}", "aaa")
