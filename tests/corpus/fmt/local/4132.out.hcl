item {
  id = 1
}
item {
  id   = 2
  name = "b"
}
item {}
