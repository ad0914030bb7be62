r = floor(nmap.x) < -n
