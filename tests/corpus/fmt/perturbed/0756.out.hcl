output "text" {
  value = "hidden2"
}

