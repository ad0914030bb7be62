r = tolist(toset(concat(objs[*].size, [1, 2, 3])))
