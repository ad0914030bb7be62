output "check_field" {
  value = "deep-map-executed"
}
