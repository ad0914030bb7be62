output "result" {
  value = "normal"
}
