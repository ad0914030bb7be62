r = "-3" + (floor(obj.port))
