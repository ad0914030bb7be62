r = [for i, x in objs[*].size : x + n if x % 2 == 0]
