r = merge(nmap, objs[0], {})
