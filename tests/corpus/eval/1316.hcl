r = keys(nmap)
