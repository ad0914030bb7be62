variable "test" {}

output "result" {
  value = var.test

}
