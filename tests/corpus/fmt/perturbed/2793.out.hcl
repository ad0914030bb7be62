item "a" {
  v = 1
}
item "a" {
  v = 2
}
