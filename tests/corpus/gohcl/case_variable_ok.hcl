variable "region" {
  type        = string
  default     = "eu-west-1"
  description = "where"
  sensitive   = false
  nullable    = true
  validation {
    condition     = length(var.region) > 2
    error_message = "short"
  }
}
