variable "ok" {
  type    = string
  default = ""
}

output "origin" {
  value = "keep"
}
