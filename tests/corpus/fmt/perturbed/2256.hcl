r  = abs(-1)
