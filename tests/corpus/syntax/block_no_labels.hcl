service {
  name = "web"
}
