r = regex("\\xg", "aaa")
