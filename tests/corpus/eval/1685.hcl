r = true || fl || sethaselement(toset(values(smap)), deep.a.b.c.d[1].e)
