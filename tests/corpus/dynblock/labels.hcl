dynamic "rule" {
  for_each = rules
  labels   = [rule.value.kind]
  content {
    port = rule.value.port
  }
}
