r = [for x in 1E2 < 2 ? values(nmap) : tolist(toset(objs[*].size)) : x + n if x > 2]
