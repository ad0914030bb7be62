r = keys(objs[0])
