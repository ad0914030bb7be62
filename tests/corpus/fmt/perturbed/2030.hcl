r  =    obj.port[*]
