r  =    sort([])
