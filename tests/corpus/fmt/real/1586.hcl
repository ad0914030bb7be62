variable "aws_region" {
  type        = string
  description = "The AWS region."
}

variable "env" {
  type        = string
  description = "The environment name."
}
