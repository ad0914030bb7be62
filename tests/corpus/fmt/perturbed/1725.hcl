r  =    obj[*]
