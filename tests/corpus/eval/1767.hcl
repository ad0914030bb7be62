r = obj.enabled && fl ? keys(smap)[1] : (deep.a.b.c.d[0])
