output "text" {
  value = "beta"
}
