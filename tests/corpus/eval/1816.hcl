r = reverse([for x in values(nmap) : -x if x % 2 == 0])
