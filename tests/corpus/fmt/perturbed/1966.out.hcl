r = merge(zipmap(strs, values(nmap)), jsondecode("{}"))
