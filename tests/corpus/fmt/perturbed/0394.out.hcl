locals {
  region = "us-west-2"
}
