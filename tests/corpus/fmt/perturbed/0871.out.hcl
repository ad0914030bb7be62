
unit "app1" {
  source = "../unit"
  path   = "app1"
}
