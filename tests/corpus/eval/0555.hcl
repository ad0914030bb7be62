r = contains(values(nmap), obj["tags"]["team"])
