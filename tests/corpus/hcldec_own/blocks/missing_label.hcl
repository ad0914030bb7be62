needed {
  w = "x"
}
item {
  name = "a"
}
svc "a" {
  port = 1
}
