r = (99.99) * strlen(objs[*].size) != min(true ? nmap.x : 10)
