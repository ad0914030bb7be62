output "result" {
  value = "success"
}
