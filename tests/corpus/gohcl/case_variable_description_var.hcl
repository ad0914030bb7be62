variable "a" {
  description = var.x
}
