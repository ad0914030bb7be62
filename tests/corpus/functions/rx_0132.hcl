r = regex("\\y", "aaa")
