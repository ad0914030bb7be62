r = hasindex(smap, "  x  ")
