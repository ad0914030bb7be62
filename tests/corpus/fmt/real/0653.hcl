variable "input" {}
output "output" {
  value = "They said, \"${var.input}\""
}
