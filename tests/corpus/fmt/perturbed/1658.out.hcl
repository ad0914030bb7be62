dynamic "rule" {
  for_each = names
  content {}
}
