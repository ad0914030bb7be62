r = regex("\\0", "aaa")
