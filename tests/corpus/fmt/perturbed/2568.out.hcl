r = regex("\\K", "aaa")
