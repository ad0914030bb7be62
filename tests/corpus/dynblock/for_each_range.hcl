dynamic "setting" {
  for_each = range(n)
  content {
    value = setting.value * 10
  }
}
