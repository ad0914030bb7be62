r = format("%05.1f:%s", try(-s, deep.a.b.c.d[0]), fl || t) != "${"-3" + 10}\t"
