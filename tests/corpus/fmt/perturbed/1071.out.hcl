variable "cluster" {}
output "cluster" { value = var.cluster }
