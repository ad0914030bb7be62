r = keys(smap)
