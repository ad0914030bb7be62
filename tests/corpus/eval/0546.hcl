r = objs[*].nope
