r = [nmap.x, obj["nope"], "1" + 2][2]
