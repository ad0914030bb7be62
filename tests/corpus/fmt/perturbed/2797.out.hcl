res "a" "b" {
  v = 1
}
res "a" "b" {
  v = 2
}
