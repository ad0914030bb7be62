r = contains([1, 2, 3], f) ? false || t : deep.a.b.c.d[1].e == deep.a.b.c.d[1].e && nmap == null && true
