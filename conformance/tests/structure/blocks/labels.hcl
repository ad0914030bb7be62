res "a" "b" {
  v = 1
}
res c d {
  v = 2
}
res "a" "c" {
  v = 3
}
