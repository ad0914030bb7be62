r = nmap == objs[*].size
