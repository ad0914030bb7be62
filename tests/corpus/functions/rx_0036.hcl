r = regex("+a", "aaa")
