item "a" "x" {
  v = 1
}
item "a" "y" {
  v = 2
}
item "b" "x" {
  v = 3
}
