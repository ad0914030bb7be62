r = objs[0].name
