r = slice(values(smap), 1, 1)
