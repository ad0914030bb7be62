r = regex("(?P<x>a)(b)", "ab")
