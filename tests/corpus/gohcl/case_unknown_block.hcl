settings {
  name = "a"
  port = 1
  limit {
    cpu = 1
  }
  limits {
    cpu = 1
  }
}
