variable "foo" {
  type    = string
  default = ""
}

output "ns" {
  value = "argocd"
}
