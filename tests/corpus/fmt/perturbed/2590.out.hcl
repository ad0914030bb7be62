r = regex("(?P<a-b>a)", "aaa")
