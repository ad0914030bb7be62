output "test_var" {
  value = "hello"
}