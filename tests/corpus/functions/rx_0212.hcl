r = regex("(?P<1a>a)", "aaa")
