r = [f, deep.a.b.c.d[0], -2.5][2]
