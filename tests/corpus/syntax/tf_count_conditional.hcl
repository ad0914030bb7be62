resource "aws_eip" "nat" {
  count  = var.create_nat ? length(var.azs) : 0
  domain = "vpc"
  tags   = { Name = format("%s-nat-%d", var.name, count.index + 1) }
}
