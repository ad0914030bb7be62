r  = regex("a??",  "aaa")
