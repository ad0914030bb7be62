output "example" {
  value = "hello world"
}
