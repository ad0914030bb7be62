r=    regex("(?P",  "aaa")
