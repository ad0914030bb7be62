output "name" {
  value = "fake-rgs-name"
}
