r = tolist(keys(smap))
