output "result" {
  value = "Hello World, module-a"
}
