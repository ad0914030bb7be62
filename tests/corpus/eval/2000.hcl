r = nmap["y"] * int(deep.a.b.c.d[0] % 2)
