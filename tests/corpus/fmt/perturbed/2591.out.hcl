r = regex("(?P<name", "aaa")
