output "env" {
  value = "test"
}
