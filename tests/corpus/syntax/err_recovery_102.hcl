b {
  c_}
  d = f(1 2)
  e = f(
