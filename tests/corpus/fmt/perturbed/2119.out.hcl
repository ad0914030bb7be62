r = floor(3.25 + nmap.x)
