dynamic "setting" {
  for_each = toset(["b", "a", "b"])
  content {
    key   = setting.key
    value = setting.value
  }
}
