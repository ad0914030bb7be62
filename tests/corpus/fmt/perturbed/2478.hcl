r    =  substr("hello", 0)
