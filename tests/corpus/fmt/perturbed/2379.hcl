r    =  lower("")
