r = regex("[\\A]","aaa")
