r = hasindex(smap, 9)
