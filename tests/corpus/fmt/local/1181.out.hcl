r = {
  k0    = null,
  for_x = can(s.x)
}
