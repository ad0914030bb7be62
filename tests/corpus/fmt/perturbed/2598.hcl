r = regex("(?)a",    "aaa")
