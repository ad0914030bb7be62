r = (deep.a.b.c.d[0]) < 1e3 + objs[1].size ? max("-3" + deep.a.b.c.d[0], -nullobj.b) : smap
