output "foo" {
  value = "foo"
}
