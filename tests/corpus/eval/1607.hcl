r = merge(t ? {} : objs[0])
