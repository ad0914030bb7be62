r = [for x in chunklist(values(nmap), 0) : x + n if x % 2 == 0]
