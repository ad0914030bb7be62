
output "output" {
  value = "unit"
}