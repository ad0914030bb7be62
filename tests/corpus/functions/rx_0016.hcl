r = regex("[]", "aaa")
