r = t ? "b" : deep.a.b.c.d[0]
