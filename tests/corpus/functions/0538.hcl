r = merge(smap, tomap({}))
