r = regex("\\X", "aaa")
