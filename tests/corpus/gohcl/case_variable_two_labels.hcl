variable "a" "b" {
  default = 1
}
