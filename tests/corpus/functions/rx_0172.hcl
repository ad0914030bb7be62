r = regex("\\pN", "aaa")
