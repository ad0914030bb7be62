r = merge(smap)
