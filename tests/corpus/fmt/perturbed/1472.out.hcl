output "vpc_id" {
  value = "vpc-from-nested-stack"
}
