o {
  v = .*[
    for r in x :
    r.n if r.d
  ]
}
b
