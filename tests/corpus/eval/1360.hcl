r = tobool(null) ? "yes" || false : "a" == empty ? {} : merge(zipmap(keys(smap), [1, 2]))
