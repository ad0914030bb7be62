output "output" {
  value = "The answer is 42"
}
