output "id" {
  value = 42
}
