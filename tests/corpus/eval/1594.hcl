r = [for i, x in concat(objs[*].size, nested[0]) : x * 2 if x > 2]
