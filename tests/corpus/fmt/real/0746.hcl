variable "a" {
  type    = string
  default = "a"
}

output "a" {
  value = var.a
}
