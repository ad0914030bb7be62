r = [max(), nmap.x, 42]
