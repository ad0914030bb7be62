output "baz" {
  value = "baz"
}