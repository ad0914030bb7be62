r = regex("\\Z", "aaa")
