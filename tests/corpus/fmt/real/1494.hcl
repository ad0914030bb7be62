output "val" {
  value = "produced"
}
