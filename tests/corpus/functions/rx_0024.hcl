r = regex("[z-a]", "aaa")
