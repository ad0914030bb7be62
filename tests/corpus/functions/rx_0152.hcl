r = regex("\\x4", "aaa")
