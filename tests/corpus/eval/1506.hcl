r = [for i, x in fl ? [for k, v in smap : v.x] : strs : upper(x)]
