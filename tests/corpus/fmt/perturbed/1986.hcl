r  = words [1]
