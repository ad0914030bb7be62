r=    regex("a|+",    "aaa")

