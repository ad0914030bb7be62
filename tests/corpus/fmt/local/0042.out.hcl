dynamic "rule" {
  for_each = names
  labels   = [nul]
  content {}
}
