r=regex("(?P<é>a)", "aaa")
