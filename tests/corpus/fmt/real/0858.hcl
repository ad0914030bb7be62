variable "data" {
  type = string
}

output "data" {
  value = var.data
}

variable "answer" {
  type = number
}

output "answer" {
  value = var.answer
}
