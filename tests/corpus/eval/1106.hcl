r = int(deep.a.b.c.d[0]) * "1" + deep.a.b.c.d[0]
