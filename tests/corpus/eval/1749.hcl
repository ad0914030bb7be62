r = nmap.w
