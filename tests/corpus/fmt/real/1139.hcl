
output "value" {
  value = "output_value"
}
