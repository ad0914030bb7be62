output "app" {
  value = "extra-args-env"
}
