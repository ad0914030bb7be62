item {
  id = 1
}
