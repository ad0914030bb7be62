r = {
  ("${n}") = null,
  k1 : u,
  for_x = false
}
