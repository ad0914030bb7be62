r = {
  for_x = 1000000
  (s)   = 0.1
  null  = null
}
