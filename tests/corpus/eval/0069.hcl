r = distinct(values(smap))
