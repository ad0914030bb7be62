r = hasindex(smap, "a") ? [u, obj["tags"]["team"]] : slice(strs, 0, 1)
