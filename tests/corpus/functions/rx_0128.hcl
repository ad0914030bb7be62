r = regex("\\R", "aaa")
