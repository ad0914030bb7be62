r  =regex("a{100000000}",    "aaa")
