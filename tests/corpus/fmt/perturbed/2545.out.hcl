r = regex("*", "aaa")
