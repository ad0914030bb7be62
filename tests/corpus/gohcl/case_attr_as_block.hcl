variable "a" {
  validation = 1
}
