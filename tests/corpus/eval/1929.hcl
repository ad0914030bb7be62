r = [for i, x in keys(smap) : "<${x}>"]
