r = regex("(?!a)", "aaa")
