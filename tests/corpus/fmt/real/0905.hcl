output "outputX" {
  value = "Output from x"
}
