settings {
  name = "a"
  port = 1
  limits {
    cpu = 1
  }
}
settings {
  name = "b"
  port = 2
  limits {
    cpu = 1
  }
}
