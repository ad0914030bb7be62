r = true ? smap.a : keys(smap)
