r = objs[0]
