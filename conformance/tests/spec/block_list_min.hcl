item {
  v = 1
}
