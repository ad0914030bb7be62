output "check_field" {
  value = "shallow-map-executed"
}
