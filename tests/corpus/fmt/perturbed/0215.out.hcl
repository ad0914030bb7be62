variable "upstream" {
  type = string
}

output "value" {
  value = var.upstream
}
