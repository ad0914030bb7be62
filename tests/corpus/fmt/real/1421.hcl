variable "v" {
  type    = string
  default = ""
}
