r = deep.a.b.c.d[1].e
