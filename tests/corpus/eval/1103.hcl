r = [length(range(1, 10, 3)), log(8, 10), deep.a.b.c.d[0]][1]
