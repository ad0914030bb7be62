r  =    regex("\\12",  "aaa")
