r = [for x in concat(values(smap), []) : "<${x}>"]
