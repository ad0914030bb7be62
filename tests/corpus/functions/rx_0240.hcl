r = regex("(?-)a", "aaa")
