r = deep.a.b.c.d[0] * nums.2 % n > (2)
