r = min(zero, deep.a.b.c.d[0], 100) >= true ? 10 : big ? min(6.02e+23, 1000000, obj.port) / n : parseint("zz", 16)
