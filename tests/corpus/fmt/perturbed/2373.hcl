r    =    log(-2.5,  f)
