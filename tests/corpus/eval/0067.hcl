r = tomap(smap)
