output "value" {
  value = "yes"
}

