output "x" {
  value = 14
}
