name = s
dynamic "rule" {
  for_each = rules
  labels   = [rule.value.kind]
  content {
    port  = rule.value.port + n
    proto = outer.proto
    dynamic "cidr" {
      for_each = rule.value.cidrs
      content {
        block = "${cidr.value}/${extra}"
      }
    }
  }
}
