variable "c" {
  type    = string
  default = "c"
}

output "c" {
  value = var.c
}
