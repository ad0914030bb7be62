r = regex("(?P<>a)", "aaa")
