variable "v" {
  type    = string
  default = "missing"
}

output "v" {
  value = var.v
}
