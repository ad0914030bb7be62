dynamic "setting" {
  for_each = dups
  content {
    key   = setting.value
    value = setting.key
  }
}
