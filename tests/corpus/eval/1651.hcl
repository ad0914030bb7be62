r = keys(tomap(nmap))
