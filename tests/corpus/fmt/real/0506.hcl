# Minimal terraform config
output "data" {
  value = "data"
}
