locals {
  environment = "dev"
}
