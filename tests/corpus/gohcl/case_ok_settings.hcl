settings {
  name  = "a"
  port  = 80
  small = 255
  ratio = 0.5
  tags  = ["x", 1]
  limits {
    cpu    = 2
    memory = 1024
  }
  extra {
    cpu = 1
  }
}
