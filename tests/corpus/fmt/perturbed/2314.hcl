r  =    floor ([])
