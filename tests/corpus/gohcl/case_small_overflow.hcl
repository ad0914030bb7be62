settings {
  name  = "a"
  port  = 1
  small = 256
  limits {
    cpu = 1
  }
}
