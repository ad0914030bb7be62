output "subnet_ids" {
  value = ["subnet-1", "subnet-2"]
}
