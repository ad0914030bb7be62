r = t && words[1] != smap.a
