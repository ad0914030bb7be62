r = nmap["y"]
