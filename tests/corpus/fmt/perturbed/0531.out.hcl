output "value" {
  value = "dep1"
}
