dynamic "setting" {
  for_each = names
  content {}
  content {}
}
