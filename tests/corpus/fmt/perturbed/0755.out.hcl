output "text" {
  value = "hidden1"
}

