r = objs[*].name
