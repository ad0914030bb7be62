r = regex("x{0}{1}", "aaa")
