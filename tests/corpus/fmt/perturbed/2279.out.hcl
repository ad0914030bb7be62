r = coalesce([], smap)
