output "app2" {
  value = "value-from-app-2"
}