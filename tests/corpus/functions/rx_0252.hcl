r = regex("(?i", "aaa")
