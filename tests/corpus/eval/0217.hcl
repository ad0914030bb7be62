r = false ? values(nmap) : tiny
