r = element(sort(chunklist(false ? nested[0] : keys(smap), 1)), 1)
