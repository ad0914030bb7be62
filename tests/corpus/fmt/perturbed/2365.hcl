r    = keys(  nmap)
