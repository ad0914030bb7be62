r = [for x in values(nmap) : x + n if x > 2]
