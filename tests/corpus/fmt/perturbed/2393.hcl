r  =  min(1e-10, 0)
