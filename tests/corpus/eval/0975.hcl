r = tolist(toset(concat([1, 2, 3], objs[*].size)))
