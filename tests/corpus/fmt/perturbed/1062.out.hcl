resource "terraform_data" "a" {}

output "ns" {
  value = "argocd"
}
