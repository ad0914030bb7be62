r  =    strlen([])
