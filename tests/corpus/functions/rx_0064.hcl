r = regex("a(?i)*", "aaa")
