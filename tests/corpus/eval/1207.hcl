r = 0.5 % 2 - (f) < -(1e3) ? concat(slice(words, 1, 1), concat(keys(smap), [for i, x in values(smap) : x])) : lookup(smap, "a", "default")
