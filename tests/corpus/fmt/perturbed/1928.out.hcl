r = [for i, x in slice([for x in concat(keys(smap), keys(smap)) : "<${x}>"], 1, 1) : x if x != "b"]
