must {
  x = a.b
}
single {
  v = c[0]
  inner {
    w = "${d}"
  }
}
