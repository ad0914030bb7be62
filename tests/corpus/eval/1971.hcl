r = int(-nmap["y"])
