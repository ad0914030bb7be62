settings {
  port = 1
  limits {
    cpu = 1
  }
}
