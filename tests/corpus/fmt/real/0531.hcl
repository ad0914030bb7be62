output "result" {
  value = "Hello World, module-b"
}
