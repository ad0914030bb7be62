variable "value" {
  type = string
}

output "value" {
  value = var.value
}
