r = objs[*]
