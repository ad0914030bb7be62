variable "baz" {
  type = string
}