r = concat(values(nmap), [1, 2, 3])
