r = t || !n ? zipmap(strs, values(nmap)) : deep.a
