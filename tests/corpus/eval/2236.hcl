r = smap[1]
