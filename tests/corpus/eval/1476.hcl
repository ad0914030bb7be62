r = true ? values(nmap) : "10"
