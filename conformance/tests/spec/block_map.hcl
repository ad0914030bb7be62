item "a" {
  v = 1
}
item "b" {
  v = 2
}
