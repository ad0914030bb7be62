output "id" {
  value       = aws_vpc.this[0].id
  description = "The ID"
  depends_on  = [module.x]
  precondition {
    condition = true
  }
}
