res "a" "b" "c" {
  v = 1
}
