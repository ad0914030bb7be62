dynamic "rule" {
  for_each = names
  labels   = ["a", "b"]
  content {}
}
