output "result" {
  value = "excluded"
}
