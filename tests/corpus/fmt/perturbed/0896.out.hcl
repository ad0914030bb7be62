output "outputY" {
  value = "Output from y"
}
