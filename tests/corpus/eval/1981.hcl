r = can(deep.a.b.c.d[0] - 3)
