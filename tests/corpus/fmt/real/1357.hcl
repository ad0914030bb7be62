output "name" {
  value = "unit_1"
}
