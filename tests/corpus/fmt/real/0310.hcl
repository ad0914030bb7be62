output "id" {
  value = "aurora-api-real"
}
