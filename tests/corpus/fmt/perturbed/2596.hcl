r    =    regex("(?x)a",    "aaa")
