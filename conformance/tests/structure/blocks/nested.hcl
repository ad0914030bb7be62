svc {
  name = "a"
  port = 80
}
svc {
  name = "b"
}
