output "text" {
  value = "charlie"
}
