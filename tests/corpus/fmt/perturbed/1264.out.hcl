output "test" {
  value = "test"
}
