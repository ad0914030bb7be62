r = concat(fl ? objs[*].size : values(smap), [for x in [] : x if x > 2])
