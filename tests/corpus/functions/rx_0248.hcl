r = regex("(?:a", "aaa")
