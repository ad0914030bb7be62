settings {
  name = "a"
  port = "80"
  limits {
    cpu = "2"
  }
}
