r = concat(values(smap), values(smap))
