dynamic "setting" {
  for_each = empty
  content {
    key = setting.value
  }
}
