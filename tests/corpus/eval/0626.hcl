r = nul && true ? false ? deep.a.b.c.d[0] : zero : 12345678901234567890 % 3
