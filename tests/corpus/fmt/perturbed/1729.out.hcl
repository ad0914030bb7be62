r = tomap(nmap)
