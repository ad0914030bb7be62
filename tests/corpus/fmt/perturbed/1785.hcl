r    =  log(n,  2)
