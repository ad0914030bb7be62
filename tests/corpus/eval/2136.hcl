r = format("%05.1f:%s", chomp(strs[1]), min(deep.a.b.c.d[0], 0))
