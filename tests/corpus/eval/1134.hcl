r = zipmap(keys(smap), values(nmap))
