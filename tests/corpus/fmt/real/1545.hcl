unit "app" {
  source = "../unit"
  path   = "app"
}
