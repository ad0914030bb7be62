locals {
  region = "us-west-1"
}
