settings {
  name  = "a"
  port  = 1
  small = null
  ratio = null
  limits {
    cpu = 1
  }
}
