r = !(t) ? [for x in objs[*].size : x + n if x > 2] : distinct(nested[0])
