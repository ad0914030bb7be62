output "value" {
  value = "test"
}
