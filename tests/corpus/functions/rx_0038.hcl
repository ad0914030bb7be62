r = regex("?", "aaa")
