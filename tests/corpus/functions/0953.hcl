r = tolist(smap)
