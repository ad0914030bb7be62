variable "name" {
  description = "Name used for all resources"
  type        = string
}
