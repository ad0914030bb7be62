r = element(keys(objs[0]), 0)
