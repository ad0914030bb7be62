variable "working_dir" {
  type = string
}

output "working_dir" {
  value = var.working_dir
}
