r = chunklist(values(nmap), 1)
