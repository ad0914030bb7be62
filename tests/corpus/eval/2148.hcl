r = -(nmap.x)
