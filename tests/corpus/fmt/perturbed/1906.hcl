r    =  -deep.a.b.c.d[0]
