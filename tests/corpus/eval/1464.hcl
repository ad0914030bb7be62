r = {
  b = null
}
