r    =  !s
