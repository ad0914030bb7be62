r = lookup(smap, "zz", "default")
