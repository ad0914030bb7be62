output "output" {
  value = var.input
}
