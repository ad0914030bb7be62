dynamic "setting" {
  for_each = nul
  content {}
}
