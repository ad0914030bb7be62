variable "region" {
  type        = string
  default     = "us-east-1"
  description = "AWS region"
}

variable "instance_count" {
  type    = number
  default = 2

  validation {
    condition     = var.instance_count > 0 && var.instance_count <= 10
    error_message = "Must be between 1 and 10."
  }
}

variable "subnets" {
  type = list(object({
    cidr = string
    az   = string
  }))
  default = []
}
