name = "n"
setting {
  key   = "k"
  value = 1
}
