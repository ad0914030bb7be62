item {
  id   = a.b
  name = "${c}"
}
free {
  v = [d, e.f[0]]
}
