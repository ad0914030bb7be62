r = tolist(objs[*].name)
