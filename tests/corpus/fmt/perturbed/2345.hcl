r    =  int(0.5)
