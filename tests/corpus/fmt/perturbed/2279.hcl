r  =  coalesce([], smap)
