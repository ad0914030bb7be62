a = x.*.a.b.c.(
