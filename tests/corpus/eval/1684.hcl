r = [deep.a.b.c.d[0], nmap.x, obj.port]
