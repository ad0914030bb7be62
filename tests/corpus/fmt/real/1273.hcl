
terraform {
  source = "."
}