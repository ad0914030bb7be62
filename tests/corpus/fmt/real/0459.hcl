variable "endswith1" {
  type = bool
}

variable "endswith2" {
  type = bool
}

variable "endswith3" {
  type = bool
}

variable "endswith4" {
  type = bool
}

variable "endswith5" {
  type = bool
}

variable "endswith6" {
  type = bool
}

variable "endswith7" {
  type = bool
}

variable "endswith8" {
  type = bool
}

variable "endswith9" {
  type = bool
}

output "endswith1" {
  value = var.endswith1
}

output "endswith2" {
  value = var.endswith2
}

output "endswith3" {
  value = var.endswith3
}

output "endswith4" {
  value = var.endswith4
}

output "endswith5" {
  value = var.endswith5
}

output "endswith6" {
  value = var.endswith6
}

output "endswith7" {
  value = var.endswith7
}

output "endswith8" {
  value = var.endswith8
}

output "endswith9" {
  value = var.endswith9
}


