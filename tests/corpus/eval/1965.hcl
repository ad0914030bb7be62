r = 0 == contains(values(nmap), 12345678901234567890) ? nmap.x : (deep.a.b.c.d[0]) % 2
