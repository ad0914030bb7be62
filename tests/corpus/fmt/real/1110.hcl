variable "dep_name" {
  type = string
}
