r = tolist(tolist(values(smap)))
