r = tolist(toset(objs[*].name))
