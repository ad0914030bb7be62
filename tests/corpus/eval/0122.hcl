r = floor(nmap.x)
