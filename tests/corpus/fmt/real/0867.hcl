output "text" {
  value = "output"
}
