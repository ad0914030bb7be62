r = nmap
