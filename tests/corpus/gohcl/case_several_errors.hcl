settings {
  name  = "a"
  port  = 1.25
  small = 1000
  ratio = "x"
  limits {
    cpu    = true
    memory = 2.5
  }
}
