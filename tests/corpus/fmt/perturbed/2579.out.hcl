r = regex("\\p", "aaa")
