output "name" {
  value = "foo"
}
