output "hello" {
  value = "Hello"
}