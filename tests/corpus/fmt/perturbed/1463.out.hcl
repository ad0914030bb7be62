output "availability_zones" {
  value = ["a", "b", "c"]
}
