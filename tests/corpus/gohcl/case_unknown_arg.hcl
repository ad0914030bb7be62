settings {
  name = "a"
  prot = 1
  port = 1
  limits {
    cpu = 1
  }
}
