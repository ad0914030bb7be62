variable "effective_toggle" {
  type = bool
}

variable "raw_toggle" {
  type = bool
}
