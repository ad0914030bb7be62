output "foo" {
  value = "foo"
}

variable "foo" {}
variable "baz" {}
