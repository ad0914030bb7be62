dynamic "setting" {
  for_each = { b = 2, a = 1 }
  content {
    key   = setting.key
    value = setting.value
  }
}
