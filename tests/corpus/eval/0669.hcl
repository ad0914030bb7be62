r = contains(nested[0], objs[1].size)
