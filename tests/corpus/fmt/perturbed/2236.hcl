r  =  nmap.X
