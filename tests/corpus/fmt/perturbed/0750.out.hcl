variable "input" {
}
