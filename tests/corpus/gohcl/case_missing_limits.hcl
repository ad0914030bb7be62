settings {
  name = "a"
  port = 1
}
