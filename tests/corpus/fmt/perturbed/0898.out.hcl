variable "var1" {}

variable "var2" {}

output "output1" {

  value = var.var1
}

output "output2" {
  value = var.var2
}
