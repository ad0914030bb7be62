# Dependency module
terraform {
  source = "."
}
