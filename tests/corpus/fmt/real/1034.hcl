output "bucket" {
  value = "test-bucket"
}
