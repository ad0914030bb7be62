dynamic "setting" {
  for_each = names
}
