r = zipmap(strs, values(nmap))
