r    =    pow(-1)
