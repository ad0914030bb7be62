variable "input" {}
output "output" {
  value = "No, ${var.input}"
}
