output "foo" {

  value       = var.foo
  description = "Test foo value"
}
