dynamic "setting" {
  for_each = names
  content {
    nope = 1
  }
}
