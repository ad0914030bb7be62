r = regex("[\\A]", "aaa")
