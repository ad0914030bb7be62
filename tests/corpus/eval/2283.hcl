r = nmap.X
