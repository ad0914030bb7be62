r = nul == [] ? distinct(values(nmap)) : chunklist(nested[0], 2)
