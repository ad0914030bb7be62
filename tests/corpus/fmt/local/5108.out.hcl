plain = "hashicorp/aws"
empty = ""
labels "a" "" b "c d" {
  x = ["p", "q${r}", "s\n", "é", "t%u", "$", "%%{"]
}
paths {
  a = var.region
  b = a.b.c[0].d.e
  c = a.b
  d = a.b.*.c
  e = a.0.b
  f = true.x.y
  g = null.a
  h = x.in.if.for.else.endif.endfor
  i = [for k, v in var.m : v.if if v.in]
  j = { for k in a.b : k.c => a.b.c... if k.for }
  k = a.bé.c
  l = aé.b.c
  m = a-b.c_d.e-1
  n = "${a.b} %{for x in c.d}${x.y}%{endfor}"
  o = a.b ? c.d : e.f
  p = f(a.b, c.d...)
  q = {
    a.b = c.d
    "k" = "v"
  }
  r = a.b[*].c.d
  s = a.b́.c
}
