r = regex("((a)", "aaa")
