variable "a" {
  description = 12
}
