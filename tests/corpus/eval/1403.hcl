r = {
  b : replace(s, "l")
}
