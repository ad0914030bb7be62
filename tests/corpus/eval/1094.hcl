r = can(nmap["y"])
