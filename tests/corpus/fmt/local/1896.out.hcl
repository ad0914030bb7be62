r = max(element(nested[0], n) % 2, length({ for x in objs[*].name : x => x... }), nmap["y"])
