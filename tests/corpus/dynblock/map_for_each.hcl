dynamic "setting" {
  for_each = ports
  content {
    key   = setting.key
    value = setting.value
  }
}
