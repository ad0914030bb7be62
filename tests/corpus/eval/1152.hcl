r = tolist(slice(objs[*].name, 1, 1))
