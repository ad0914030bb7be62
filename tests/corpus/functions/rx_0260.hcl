r = regex("(?<=a)", "aaa")
