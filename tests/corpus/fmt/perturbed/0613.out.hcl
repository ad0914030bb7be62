output "y" {
  value = 28
}
