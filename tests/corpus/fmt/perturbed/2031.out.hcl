r = [can(n[0]) ? (2.5e-3) : signum(deep.a.b.c.d[0]), "-3" + -tiny]
