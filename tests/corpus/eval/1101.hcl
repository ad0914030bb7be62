r = [for i, x in objs[*].size : -x if x > 2]
