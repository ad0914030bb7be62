r = formatlist(u, -1, smap, false, "  x  ")
