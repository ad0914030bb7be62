dynamic "setting" {
  for_each = [1, "two", true]
  content {
    key   = "k${setting.key}"
    value = setting.value
  }
}
