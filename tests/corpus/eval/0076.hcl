r = max() <= 0 ? values(smap) : split(",", "b")
