output "vpc_id" {
  value = "vpc-values-locals"
}
