r  =    distinct([])
