dynamic "setting" {
  for_each = names
  iterator = names
  content {
    key = names.value
  }
}
