r = regex("\\x", "aaa")
