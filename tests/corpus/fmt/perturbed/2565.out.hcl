r = regex("\\", "aaa")
