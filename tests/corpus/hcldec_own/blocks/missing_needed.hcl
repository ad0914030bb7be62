item {
  name = "a"
}
