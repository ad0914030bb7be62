variable "app1_text" {
  type = string
}

variable "app3_text" {
  type = string
}
