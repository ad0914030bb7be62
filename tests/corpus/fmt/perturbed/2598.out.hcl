r = regex("(?)a", "aaa")
