dynamic "setting" {
  for_each = names
  content {
    key   = setting.key
    value = setting.value
  }
}
