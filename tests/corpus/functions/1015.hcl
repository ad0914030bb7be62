r = tostring(smap)
