settings {
  name = null
  port = 1
  limits {
    cpu = 1
  }
}
