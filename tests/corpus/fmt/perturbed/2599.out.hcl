r = regex("(?", "aaa")
