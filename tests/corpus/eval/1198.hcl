r = format("%t %s", lookup(smap, "zz", "default"), -1 * tiny * "2.5" + 1e3)
