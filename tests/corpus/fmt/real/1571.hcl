output "bucket_name" {
  description = "bucket name"
  value       = var.bucket_name
}
