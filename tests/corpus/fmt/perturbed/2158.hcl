r  =int(-nmap["y"])
