locals {
  common_tags = merge(var.tags, {
    Project = "demo"
    Owner   = "team-a"
  })
  name_prefix = "${var.project}-${var.environment}"
  azs         = slice(data.aws_availability_zones.available.names, 0, 3)
  subnet_map  = { for idx, s in var.subnets : s.az => cidrsubnet(var.cidr, 8, idx) }
  enabled     = var.enabled ? 1 : 0
}
