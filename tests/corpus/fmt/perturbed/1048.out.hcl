output "ns" {
  value = "argocd"
}
