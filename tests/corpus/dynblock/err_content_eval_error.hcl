dynamic "setting" {
  for_each = names
  content {
    key = setting.value.x
  }
}
