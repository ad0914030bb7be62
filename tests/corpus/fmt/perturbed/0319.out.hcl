output "test_output" {
  value = "hello from module-a"
}
