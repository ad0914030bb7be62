r = s != smap.a
