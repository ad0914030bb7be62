variable "region" {}

output "region" {
  value = var.region
}
