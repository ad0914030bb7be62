output "some_output" {
  value = "something"
}
