output "text" {
  value = "alpha"
}
