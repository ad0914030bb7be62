r = tolist(toset(false ? nested[0] : values(smap)))
