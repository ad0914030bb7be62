r = values(nmap)
