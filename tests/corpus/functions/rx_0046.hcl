r = regex("a??", "aaa")
