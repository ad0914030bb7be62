r = objs[3].size
