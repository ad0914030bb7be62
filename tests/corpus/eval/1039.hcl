r = min(big, objs[3].size)
