variable "a" {
  defualt = 1
}
