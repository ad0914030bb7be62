locals {
  flat = flatten([
    for net_key, net in var.networks : [
      for subnet_key, subnet in net.subnets : {
        network_key = net_key
        subnet_key  = subnet_key
        cidr        = subnet.cidr_block
      }
    ]
  ])
  lookup_map = { for s in local.flat : "${s.network_key}.${s.subnet_key}" => s }

  first   = length(local.flat) > 0 ? local.flat[0].cidr : null
  ports   = distinct(concat(var.extra_ports, [80, 443]))
  is_prod = contains(["prod", "production"], lower(var.environment))
}
