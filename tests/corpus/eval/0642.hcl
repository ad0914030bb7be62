r = [for k, v in smap : v.x]
