output "unit_name" {
  value = "unit-a"
}
