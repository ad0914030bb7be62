# Minimal terraform config
output "data" {
  value = "hello"
}
