r = sort([for x in tolist(toset(values(nmap))) : -x])
