r = smap
