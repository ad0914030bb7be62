r = fl && -nullobj.b <= try(n.0, deep.a.b.c.d[0])
