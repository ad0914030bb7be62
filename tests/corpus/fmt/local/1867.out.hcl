r = {
  (s) : null
  b    = 0.1
  null = fl
}
