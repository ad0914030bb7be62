r = [for i, x in keys(merge({}, smap)) : x]
