r = regex("[\\pN]", "aaa")
