r = regex("a{,5}", "aaa")
