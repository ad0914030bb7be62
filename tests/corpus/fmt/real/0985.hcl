variable "bar" {}
output "bar" { value = var.bar }
