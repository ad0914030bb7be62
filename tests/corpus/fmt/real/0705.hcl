output "result" {
  value = "42"
}