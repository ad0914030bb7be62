dynamic "setting" {
  for_each = n
  content {}
}
