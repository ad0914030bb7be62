needed {
  w = "x"
}
item {
  name = "only"
}
