dynamic "setting" {
  for_each = names
  iterator = it
  content {
    key   = it.value
    value = it.key
  }
}
