variable "path_from_root" {
  type = string
}

output "path_from_root" {
  value = var.path_from_root
}
