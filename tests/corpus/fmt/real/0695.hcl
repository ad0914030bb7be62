variable "platform" {
  type = string
}

output "platform" {
  value = var.platform
}
