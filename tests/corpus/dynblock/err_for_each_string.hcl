dynamic "setting" {
  for_each = s
  content {}
}
