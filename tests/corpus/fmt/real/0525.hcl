variable "foo" {
  type = string
}
