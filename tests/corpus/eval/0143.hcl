r = zipmap(keys(smap), [1, 2])
