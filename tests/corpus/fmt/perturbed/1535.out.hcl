variable "startswith1" {
  type = bool
}


variable "startswith2" {
  type = bool
}

variable "startswith3" {
  type = bool
}

variable "startswith4" {
  type = bool
}

variable "startswith5" {
  type = bool
}

variable "startswith6" {
  type = bool
}

variable "startswith7" {
  type = bool
}

variable "startswith8" {
  type = bool
}

variable "startswith9" {
  type = bool
}

output "startswith1" {
  value = var.startswith1
}

output "startswith2" {
  value = var.startswith2

}

output "startswith3" {
  value = var.startswith3
}

output "startswith4" {
  value = var.startswith4
}

output "startswith5" {
  value = var.startswith5
}

output "startswith6" {
  value = var.startswith6
}

output "startswith7" {
  value = var.startswith7
}

output "startswith8" {
  value = var.startswith8
}

output "startswith9" {

  value = var.startswith9
}


