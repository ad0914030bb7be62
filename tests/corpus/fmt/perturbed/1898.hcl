r    =  nmap
