output "svc" {
  value = "svc"
}
