r = true ? values(nmap) : [1, 2, 3]
