r  =    values(nmap)
