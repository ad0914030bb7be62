r = ceil(int(nmap.x * 0))
