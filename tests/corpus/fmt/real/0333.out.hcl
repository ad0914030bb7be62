locals {
  env = "default"
}
