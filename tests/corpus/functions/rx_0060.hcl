r = regex("(*)", "aaa")
