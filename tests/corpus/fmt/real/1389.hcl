output "vpc_id" {
  value = "vpc-12345"
}
