dynamic "rule" {
  for_each = rules
  labels   = [rule.value.kind]
  content {
    dynamic "cidr" {
      for_each = rule.value.port
      content {}
    }
  }
}
