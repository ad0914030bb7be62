r = regex(")", "aaa")
