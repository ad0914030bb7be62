output "output" {
  value = "message"
}
