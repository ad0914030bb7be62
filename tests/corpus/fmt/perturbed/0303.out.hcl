output "id" {
  value = "aurora-web-id"
}
