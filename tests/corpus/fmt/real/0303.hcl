output "id" {
  value = "aurora-api-id"
}
