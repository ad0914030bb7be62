r = regex("|*", "aaa")
