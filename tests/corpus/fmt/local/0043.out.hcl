dynamic "rule" {
  for_each = nums
  labels   = [rule.value]
  content {}
}
