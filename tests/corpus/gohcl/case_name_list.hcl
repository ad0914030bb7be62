settings {
  name = ["a"]
  port = 1
  limits {
    cpu = 1
  }
}
