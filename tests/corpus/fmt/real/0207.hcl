variable "foo" {}

output "foo-app3" {
  value = var.foo
}
