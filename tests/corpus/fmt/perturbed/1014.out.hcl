output "name" {
  value = "this-is-valuable"
}
