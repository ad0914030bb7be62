r = regex("\\ ", "aaa")
