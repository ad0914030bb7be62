output "app" {
  value = "app1"
}
