r  =    regex("[a","aaa")
