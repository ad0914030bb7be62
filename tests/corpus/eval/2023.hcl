r = {
  (s) = substr("a,b,,c", 1, -1),
  a : null
}
