r =    n
