r = concat(split("-", strs[0]), slice(concat(objs[*].name, keys(smap)), 0, 1))
