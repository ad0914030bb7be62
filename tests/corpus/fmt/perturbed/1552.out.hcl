output "value" {
  value = "from_dep"
}

