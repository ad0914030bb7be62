variable "a" {
  sensitive = "maybe"
}
