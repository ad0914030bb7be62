r = slice(concat([], values(smap)), 0, 1)
