first  = a.b
second = "${c}-${d[0]}"
inner {
  p = [for x in e : x.f]
  q {
    r = g.h[1]
  }
}
