dynamic "setting" {
  for_each = names
  iterator = a.b
  content {}
}
