r = objs[1].size / f + (1.5)
