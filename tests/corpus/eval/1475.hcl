r = keys(smap)[1]
