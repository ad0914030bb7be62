needed {
  w = "x"
}
item "x" {
  name = "a"
}
svc "a" "b" "c" {
}
