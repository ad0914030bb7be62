locals {
  environment = "test"
}
