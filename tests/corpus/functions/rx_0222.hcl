r = regex("(?P", "aaa")
