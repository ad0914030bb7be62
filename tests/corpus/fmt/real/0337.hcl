variable "data" {}

output "output" {
  value = var.data
}
