settings {
  name = "a"
  port = "eighty"
  limits {
    cpu = 1
  }
}
