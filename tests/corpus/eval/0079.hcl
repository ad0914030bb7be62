r = can(deep.a.b.c.d[0]) ? 1 == 7 : spaced != strs[1]
