res "a" {
  v = 1
}
