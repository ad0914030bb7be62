r = smap.nope
