r = regex("[", "aaa")
