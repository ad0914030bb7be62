r = concat(values(nmap), [])
