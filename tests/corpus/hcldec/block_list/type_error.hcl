item {
  id = "x"
}
