r    =pow(2,  10)
