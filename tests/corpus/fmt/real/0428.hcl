output "text" {
  value = trimspace(file(".nonce"))
}
