r = -(nmap["y"])
