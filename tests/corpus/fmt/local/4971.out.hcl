# Main network configuration
// Managed by the platform team
/*
  Legacy block kept for reference:
  resource "aws_vpc" "old" {}
*/
resource "aws_vpc" "main" {
  cidr_block                      = var.cidr # primary CIDR
  /* inline */ enable_dns_support = true
}
