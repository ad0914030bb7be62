variable "shared_hcl" {}
output "shared_hcl" {
  value = var.shared_hcl
}

variable "shared_tfvars" {}
output "shared_tfvars" {
  value = var.shared_tfvars
}
