# Empty module - just needed for terraform init  
output "test" {
  value = "test"
}
