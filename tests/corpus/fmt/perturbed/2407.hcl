r    =  range(0.5,2)
