r = concat(tolist(toset(values(nmap))), [tiny, obj.port, 12345678901234567890])
