r = length(smap)
