r = tomap(smap)[*][0]
