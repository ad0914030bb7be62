output "origin" {
  value = "extra"
}
