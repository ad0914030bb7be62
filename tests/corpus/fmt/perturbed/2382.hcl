r  =  lower(u)
