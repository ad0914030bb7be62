r = keys(tomap(smap))[1]
