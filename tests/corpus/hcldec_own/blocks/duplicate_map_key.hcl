needed {
  w = "x"
}
item {
  name = "a"
}
svc "a" "b" {
  port = 1
}
svc "a" "b" {
  port = 2
}
