r = tolist(toset(obj.port[*]))
