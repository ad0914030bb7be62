r = {
  b : null
}
