r = objs[*][0]
