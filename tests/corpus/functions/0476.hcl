r = lookup(smap, "a", "z")
