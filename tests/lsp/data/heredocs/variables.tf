variable "name" {
  type        = string
  description = "The service's name."
}

variable "port" {
  type    = number
  default = 8080
}

locals {
  greeting = "hello, ${var.name}"
  ports    = [for p in [var.port, var.port + 1] : p]
}
