variable "foo" {
  description = "The value to be returned from the module"
  type        = string
  default     = "test-foo-value"
}
