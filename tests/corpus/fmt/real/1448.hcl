output "ok" {
  value = "y"
}
