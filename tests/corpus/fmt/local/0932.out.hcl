r = merge(smap, {}, { a = 1 })
