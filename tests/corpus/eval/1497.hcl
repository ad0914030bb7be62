r = keys(zipmap(keys(smap), values(nmap)))
