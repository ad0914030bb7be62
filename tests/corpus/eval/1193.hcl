r = objs[1].size > n ? merge(nmap, smap) : t ? nullobj : smap
