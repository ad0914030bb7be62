r = can(nmap.x) ? chunklist([], 2) : tolist(toset([]))
