r = {
  "k-0" = (1E2),
  b     = tobool(null),
  b     = null
}
