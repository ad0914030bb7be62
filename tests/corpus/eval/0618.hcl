r = objs[*].size
