setting {
  key = "first"
}
dynamic "setting" {
  for_each = nums
  content {
    key = "dyn${setting.value}"
  }
}
setting {
  key = "last"
}
