r    = regex("[]a","aaa")
