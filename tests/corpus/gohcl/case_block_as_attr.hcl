variable "a" {
  description {
  }
}
