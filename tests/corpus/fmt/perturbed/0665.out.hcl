output "output" {
  value = "hello, world"
}
