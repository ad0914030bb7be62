output "result" {

  value = "not-excluded"
}
