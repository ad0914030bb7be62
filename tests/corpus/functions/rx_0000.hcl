r = regex("(", "aaa")
