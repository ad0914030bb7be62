r = join("", keys(smap))
