output "dummy" {
  value = "x"
}
