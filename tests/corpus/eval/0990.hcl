r = element(concat(flatten(nested), objs.*.tags), 7) > (max((deep.a.b.c.d[0])))
