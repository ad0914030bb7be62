output "ok" {
  value = "roles"
}
