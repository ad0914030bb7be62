r    =    regex("a{01}","aaa")
