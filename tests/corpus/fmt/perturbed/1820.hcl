r =    objs[*].size
