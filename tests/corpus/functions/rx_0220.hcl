r = regex("(?P<", "aaa")
