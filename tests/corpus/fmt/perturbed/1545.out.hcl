# Configure these variables
variable "sample_var" {
  description = "A sample_var to pass to the template."
  default     = "hello"
}
