r = format("%t %s", length(zipmap(keys(smap), [1, 2])), t)
