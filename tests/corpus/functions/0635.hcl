r = regex("a")
