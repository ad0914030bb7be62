r    = regex("*","aaa")
