r = t ? deep.a.b.c.d[0] : objs[1].size
