r = can(lookup(smap, "zz"))
