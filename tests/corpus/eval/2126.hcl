r = int(deep.a.b.c.d[0])
