output "svc" {

  value = "svc"
}
