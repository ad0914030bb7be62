r = { for x in keys(zipmap(keys(smap), [1, 2])) : x => x... }
