dynamic "rule" {
  for_each = ["a", "b"]
  labels   = [rule.value]
  content {
    cidr {
      block = rule.value
    }
  }
}
