r = element(smap, null)
