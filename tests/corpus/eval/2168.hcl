r = tolist(toset(objs[*].tags[0]))
