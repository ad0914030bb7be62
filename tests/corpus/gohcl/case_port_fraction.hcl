settings {
  name = "a"
  port = 1.5
  limits {
    cpu = 1
  }
}
