output "result" {
  value = "Hello World"
}
