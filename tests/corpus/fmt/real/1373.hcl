output "value" {
  value = "ok"
}
