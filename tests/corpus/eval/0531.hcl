r = lookup(smap, "zz")
