output "unit_name" {
  value = "unit-b"
}
