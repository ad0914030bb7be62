output "name" {
  value = "dep"
}
