# Minimal terraform config

output "data" {
  value = "test"
}
