r = regex("(?i)*", "aaa")
