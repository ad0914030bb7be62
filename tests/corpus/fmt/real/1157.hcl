output "baz" {
  value = "baz"
}
