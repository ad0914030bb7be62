r    =  regex("\\_",    "aaa")
