r = {
  b = tobool(t),
  null : big * deep.a.b.c.d[0] == element(objs.*.size, 0),
  (s) = null
}
