r = element(chunklist(true ? values(nmap) : words, 2), 0)
