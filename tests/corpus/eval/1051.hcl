r = length(slice(slice(values(smap), 0, 1), 0, 1))
