r = regex("\\/", "aaa")
