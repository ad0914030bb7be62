r = regex("a**", "aaa")
