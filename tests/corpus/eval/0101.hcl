r = tomap(smap).*
