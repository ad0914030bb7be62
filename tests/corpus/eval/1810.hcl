r = obj.port == nmap["y"] ? tolist(toset([])) : keys({})
