r = hasindex(smap, 0) && !obj.enabled
