variable "from_valid" {
  type = string
}


variable "from_missing" {
  type = string
}
