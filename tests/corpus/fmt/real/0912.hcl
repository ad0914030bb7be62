output "sub" {
  value = "sub"
}
