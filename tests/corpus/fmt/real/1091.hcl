output "data" {
  value = {
    field = "field value"
  }
}

output "check_field" {
  value = "module-executed"
}
