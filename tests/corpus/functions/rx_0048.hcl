r = regex("a*?+", "aaa")
