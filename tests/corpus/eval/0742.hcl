r = tomap(smap)[*]
