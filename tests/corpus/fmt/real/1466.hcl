output "name" {
  value = "account-real-name"
}
