variable "shared" {}
output "shared" {
  value = var.shared
}
