settings {
  name  = "a"
  port  = 1
  small = -1
  limits {
    cpu = 1
  }
}
