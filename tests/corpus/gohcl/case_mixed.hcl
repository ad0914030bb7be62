terraform {
  required_version = ">= 1.0"
}
provider "aws" {
  region = "x"
}
variable "a" {}
output "b" {
  value = 1
}
resource "x" "y" {
}
