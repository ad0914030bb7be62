r = regex("[a", "aaa")
