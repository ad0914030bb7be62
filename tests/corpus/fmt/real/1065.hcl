output "value" {
  value = "dep_output_value"
}
