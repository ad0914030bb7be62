variable "secret" {
  type = string
}

output "secret" {
  value = var.secret
}
