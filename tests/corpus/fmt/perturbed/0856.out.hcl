output "text" {

  value = "output"
}
