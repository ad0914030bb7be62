r = tomap(smap)["a"]
