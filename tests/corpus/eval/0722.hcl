r = lookup(smap, "a", "default")
