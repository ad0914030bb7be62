r  =  trimspace(u  )!= deep.a.b.c.d[1].e
