r = values(smap)
