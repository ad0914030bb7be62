# Minimal root configuration
locals {
  region = "us-east-1"
}
