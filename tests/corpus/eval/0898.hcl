r = concat([], keys(smap))
