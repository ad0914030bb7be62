variable "region" {
  default = us-east-1
}
