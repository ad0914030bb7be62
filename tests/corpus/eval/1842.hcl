r = ceil(big + deep.a.b.c.d[0])
