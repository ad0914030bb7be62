r = slice(keys(zipmap(keys(smap), nums)), 0, 2)
