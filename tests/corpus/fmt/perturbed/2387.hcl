r    =  merge()
