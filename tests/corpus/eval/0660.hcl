r = true ? [for x in slice(keys(smap), 1, 1) : "<${x}>"] : concat(concat(concat(["x", "y"], values(smap)), tolist([])), slice(keys(objs[0]), 1, 2))
