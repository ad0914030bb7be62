output "q1" {
  description = "output"
  value       = var.bucket_name
}
