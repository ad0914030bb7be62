output "unit_name" {
  value = "unit-c"
}
