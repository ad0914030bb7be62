r = chunklist([for i, x in objs[*].size : -x], 0)
