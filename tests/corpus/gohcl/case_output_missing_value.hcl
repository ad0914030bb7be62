output "id" {
  description = "x"
}
