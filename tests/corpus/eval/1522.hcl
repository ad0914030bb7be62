r = obj.port[*]
