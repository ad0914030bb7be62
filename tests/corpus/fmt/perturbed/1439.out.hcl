output "v" {
  value = "from-x"
}

