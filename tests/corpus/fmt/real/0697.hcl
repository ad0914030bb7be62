variable "repo_root" {
  type = string
}

output "repo_root" {
  value = var.repo_root
}
