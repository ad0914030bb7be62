r = signum(nmap["y"])
