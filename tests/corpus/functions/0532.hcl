r = merge(smap, nmap)
