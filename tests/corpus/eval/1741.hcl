r = tolist(toset(slice(values(smap), 0, 2)))
