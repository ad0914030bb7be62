r  =  range(5 ,    0,  -1)
