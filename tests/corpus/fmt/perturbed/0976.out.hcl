variable "foo" {}

output "foo" { value = var.foo }
