output "value" {
  value = "real-data"
}
