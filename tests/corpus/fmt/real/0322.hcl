variable "test_var" {
  type = string
}

output "test_output" {
  value = var.test_var
}
