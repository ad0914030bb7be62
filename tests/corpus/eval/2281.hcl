r = smap.d
