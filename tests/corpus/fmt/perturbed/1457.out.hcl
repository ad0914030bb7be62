output "id" {
  value = "acct-id"
}

output "name" {
  value = "acct-name"
}

