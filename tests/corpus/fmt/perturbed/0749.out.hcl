# This terraform code is intentionally invalid
output "out" {
  value = local.nonexistent
}
