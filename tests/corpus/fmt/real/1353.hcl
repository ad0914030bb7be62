variable "data" {}
output "data" {
  value = var.data
}