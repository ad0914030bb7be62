output "live" {
  value = "live"
}
