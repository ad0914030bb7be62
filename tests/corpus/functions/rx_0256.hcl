r = regex("(?=a)", "aaa")
